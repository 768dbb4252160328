// Prism's grammar files (prismjs/components/prism-<language>.js): each adds its language
// to the global Prism while it runs, and exports nothing.
declare module 'prismjs/components/prism-*';
