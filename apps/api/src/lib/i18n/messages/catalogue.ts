/** A language's server messages, keyed by the English written at the throw site (`{{name}}` for a value). */
export type Catalogue = Readonly<Record<string, string>>;
