export { Stepper, type StepperProps } from './Stepper';
export { useStepper, stepValue, type UseStepperOptions } from './useStepper';
