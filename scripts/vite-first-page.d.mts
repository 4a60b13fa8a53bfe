// Types of scripts/vite-first-page.mjs (plain JavaScript, imported by vite.config.ts with its extension).
import type { Plugin } from 'vite'

export declare function firstPagePreloads(): Plugin
