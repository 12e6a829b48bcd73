/** The arguments to `node` that start the gateway from the repository root (gateway-command.mjs). */
export declare const gatewayArgs: (root: string) => string[];
