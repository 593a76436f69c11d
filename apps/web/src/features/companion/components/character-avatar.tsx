import { Avatar, type MantineSize } from '@mantine/core';

/** The server-drawn avatar; Mantine shows the first letter of the name when the image fails (docs/product.md §8). */
export function CharacterAvatar({
  name,
  src,
  size = 'xl',
}: {
  name: string;
  src?: string;
  size?: MantineSize | number;
}) {
  return (
    <Avatar src={src} alt="" size={size} radius="xl" color="grape" aria-hidden>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
