// Inline icons, one module each, so that a chunk carries only the icons it draws.
export { CartIcon } from './CartIcon';
export { MessageIcon } from './MessageIcon';
export { SearchIcon } from './SearchIcon';
export { RefreshIcon } from './RefreshIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { UserIcon } from './UserIcon';
export { PlusIcon } from './PlusIcon';
export { MoreIcon } from './MoreIcon';
export { MenuIcon } from './MenuIcon';
export { CloseIcon } from './CloseIcon';
export { BellIcon } from './BellIcon';
export { CheckIcon } from './CheckIcon';
export { ShopsIcon } from './ShopsIcon';
export { PhotoIcon } from './PhotoIcon';
