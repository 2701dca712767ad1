/** Texts of the user part of system administration: resource labels, server messages, web texts, menu titles. */
export const user = { resources: {}, server: { menu: {} }, web: {} };
