export { Badge, BADGE_TONES, type BadgeProps, type BadgeTone } from './Badge';
