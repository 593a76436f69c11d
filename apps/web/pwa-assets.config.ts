import { defineConfig } from '@vite-pwa/assets-generator/config';

// The app icons in public/icons, made from the logo (public/favicon.svg) with `npm run icons -w apps/web` and
// committed: the tab's 48 px icon (decision 187), the sizes browsers ask for when installing (192 and 512), a
// maskable 512 whose logo sits inside the safe zone on the brand colour, and the 180 px home-screen icon iOS uses.
const brand = '#5b3fd6';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [48, 192, 512], favicons: [] },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: brand } },
    apple: { sizes: [180], padding: 0.2, resizeOptions: { background: brand } },
    assetName: (type, size) => `icons/${type === 'transparent' ? 'icon' : type}-${size.width}.png`,
  },
  images: ['public/favicon.svg'],
});
