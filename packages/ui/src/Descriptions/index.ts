export { Descriptions, type DescriptionsProps, type DescriptionItem } from './Descriptions';
