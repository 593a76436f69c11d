/**
 * The first script of a page the server renders (its template: scripts/finish-build.mjs), built by Vite as its own
 * entry. The page carries the app's scripts and module preloads inert in `<template id="app-scripts">`; once the
 * browser reports the first contentful paint, this adds them to the head, so none of those downloads competes
 * with the HTML for that paint. A browser without paint timing loads them at once.
 */
function loadAppScripts() {
  const template = document.getElementById('app-scripts') as HTMLTemplateElement;
  for (const inert of template.content.children) {
    const live = document.createElement(inert.localName);
    for (const { name, value } of inert.attributes) live.setAttribute(name, value);
    document.head.append(live);
  }
}

if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadAppScripts();
  }).observe({ type: 'paint', buffered: true });
} else loadAppScripts();
