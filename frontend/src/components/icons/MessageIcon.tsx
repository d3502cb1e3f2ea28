import { Svg, type IconProps } from './Svg';

export const MessageIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
  </Svg>
);
