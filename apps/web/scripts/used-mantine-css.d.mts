/** The page's CSS without the Mantine rules no element of `html` matches. */
export function withUsedMantineCss(css: string, html: string): string;
