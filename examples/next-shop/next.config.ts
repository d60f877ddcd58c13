import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // This folder is the project's root, whatever lock files the folders above it hold (the repository's own).
  turbopack: { root: dirname(fileURLToPath(import.meta.url)) },
};

export default nextConfig;
