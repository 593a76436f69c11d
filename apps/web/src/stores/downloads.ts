import { create } from 'zustand';
import { ApiError } from '../lib/api-client';
import { type DownloadItem, type DownloadRecord, downloadKey, downloadMessages } from '../lib/downloads/download-item';
import { forgetOfflineData } from '../lib/downloads/forget-offline-data';
import { listDownloads, removeDownload, saveDownload } from '../lib/downloads/offline-downloads';

interface DownloadsState {
  /** Completed downloads by key (`lesson:1`); null until read from the device. */
  records: Record<string, DownloadRecord> | null;
  /** Downloads under way, by key: the fraction received so far. */
  progress: Record<string, number>;
  /** Why the last attempt of a download failed, by key. */
  errors: Record<string, string>;
  load: () => Promise<void>;
  /** Downloads `item`; `resolveUrls` names what to store (it may ask the API, so it runs once the learner asks). */
  download: (item: DownloadItem, resolveUrls: () => Promise<string[]>) => Promise<void>;
  remove: (record: DownloadRecord) => Promise<void>;
  /** Signing out: every download goes, as they hold the learner's progress. */
  forgetAll: () => Promise<void>;
}

const without = <T>(map: Record<string, T>, key: string) => {
  const { [key]: _removed, ...rest } = map;
  return rest;
};

/** The downloads on this device and those under way, shared by every download button and the Downloads screen. */
export const useDownloads = create<DownloadsState>()((set, get) => ({
  records: null,
  progress: {},
  errors: {},
  load: async () => {
    const records = await listDownloads();
    set({ records: Object.fromEntries(records.map((record) => [downloadKey(record), record])) });
  },
  download: async (item, resolveUrls) => {
    const key = downloadKey(item);
    if (key in get().progress) return;
    set((state) => ({ progress: { ...state.progress, [key]: 0 }, errors: without(state.errors, key) }));
    const onProgress = (fraction: number) => set((state) => ({ progress: { ...state.progress, [key]: fraction } }));
    try {
      const urls = await resolveUrls().catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw new Error(navigator.onLine ? downloadMessages.connectionLost : downloadMessages.offline);
      });
      const record = await saveDownload(item, urls, onProgress);
      set((state) => ({ records: { ...state.records, [key]: record } }));
    } catch (error) {
      const message = error instanceof Error ? error.message : downloadMessages.connectionLost;
      set((state) => ({ errors: { ...state.errors, [key]: message } }));
    } finally {
      set((state) => ({ progress: without(state.progress, key) }));
    }
  },
  remove: async (record) => {
    await removeDownload(record);
    set((state) => ({ records: without(state.records ?? {}, downloadKey(record)) }));
  },
  forgetAll: async () => {
    await forgetOfflineData({ downloads: true });
    set({ records: {}, errors: {} });
  },
}));
