export { Tooltip, type TooltipProps } from './Tooltip';
export { useTooltip, TOOLTIP_SHOW_MS, TOOLTIP_HIDE_MS, type UseTooltipResult } from './useTooltip';
