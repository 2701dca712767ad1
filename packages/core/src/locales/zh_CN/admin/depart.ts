/** Texts of the depart part of system administration: resource labels, server messages, web texts, menu titles. */
export const depart = { resources: {}, server: { menu: {} }, web: {} };
