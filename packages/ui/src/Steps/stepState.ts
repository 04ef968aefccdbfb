/** Where a step stands against the current one (shared by the Steps' view and styles). */
export type StepState = 'complete' | 'current' | 'upcoming';

export const stepState = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';
