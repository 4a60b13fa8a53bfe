// Types of scripts/vite-precompress.mjs (plain JavaScript so that vite.config.ts imports it with its
// extension, as Vite's native config loader wants).
import type { Plugin } from 'vite'

export declare const PRECOMPRESS_MIN_BYTES: number
export declare function precompressDir(
  dir: string,
): Promise<{ br: number; gz: number; bytes: number; brBytes: number }>
export declare function precompress(): Plugin
