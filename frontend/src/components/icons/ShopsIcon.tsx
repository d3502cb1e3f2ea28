import { Svg, type IconProps } from './Svg';

export const ShopsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 10v10h16V10" />
    <path d="M2.5 10L5 4h14l2.5 6a3 3 0 0 1-5.5 1.5 3 3 0 0 1-5 0 3 3 0 0 1-5 0A3 3 0 0 1 2.5 10z" />
    <path d="M10 20v-5h4v5" />
  </Svg>
);
