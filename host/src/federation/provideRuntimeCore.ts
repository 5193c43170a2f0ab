import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * A federation runtime plugin of the host (webpack.shared.js): production remotes are built with
 * `externalRuntime` and read the runtime from this global, so the page carries one copy of it.
 * The package's own `provideExternalRuntime` does the same from the CommonJS build, which would
 * put a second, untree-shaken copy beside this ES module one.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
