/**
 * Loads a package that is an ES module only (openid-client, oidc-provider): Node (tsx) runs the
 * import() as written, and jest serves it through --experimental-vm-modules.
 */
export declare function importEsm<T>(specifier: string): Promise<T>;
