// examples/react-router-shop/react-router.config.ts
import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: the checkout's HTML comes from the server, and its order is an action there.
  ssr: true,
  // React Router 8's behaviour already (the template's flags).
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
