/** A throw-away PostgreSQL cluster from Debian's packages (see throwaway-postgres.mjs). */
export declare function hasPostgres(): boolean
export declare function startThrowawayPostgres(options: {
  port: number
  name?: string
}): { url: string; stop: () => void } | null
