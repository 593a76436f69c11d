import type { Page } from 'puppeteer-core';
export function calibrateCpu(page: Page, url: string): Promise<{ benchmarkIndex: number; cpuSlowdown: number }>;
