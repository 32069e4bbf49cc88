/**
 * Query keys of answers the server computes from several features' records. Compliance reads
 * properties, tenancies and documents, so a change saved by any of those features makes it stale;
 * they invalidate it through this key, since features do not import each other.
 */
export const complianceRootKey = ['compliance'] as const;
