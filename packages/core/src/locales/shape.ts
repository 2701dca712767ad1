/** The shape every locale must have: that of zh_CN, with strings for strings. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
