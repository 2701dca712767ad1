/** Texts of the dict part of system administration: resource labels, server messages, web texts, menu titles. */
export const dict = { resources: {}, server: { menu: {} }, web: {} };
