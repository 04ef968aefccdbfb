export { Dropdown, type DropdownProps } from './Dropdown';
export { useDropdown, type UseDropdownOptions } from './useDropdown';
