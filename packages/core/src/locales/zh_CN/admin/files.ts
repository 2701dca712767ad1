/** Texts of the files part of system administration: resource labels, server messages, web texts, menu titles. */
export const files = { resources: {}, server: { menu: {} }, web: {} };
