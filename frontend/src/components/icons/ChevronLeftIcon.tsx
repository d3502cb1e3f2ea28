import { Svg, type IconProps } from './Svg';

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);
