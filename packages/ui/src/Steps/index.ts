export { Steps, type StepsProps, type StepItem } from './Steps';
