/** The landlords page's band and heading look, shared by its sections. */
export const sectionClass = 'mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8';
export const h2Class = 'text-2xl font-bold text-slate-900 sm:text-3xl';
