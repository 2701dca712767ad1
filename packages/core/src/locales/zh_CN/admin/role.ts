/** Texts of the role part of system administration: resource labels, server messages, web texts, menu titles. */
export const role = { resources: {}, server: { menu: {} }, web: {} };
