/**
 * The one inline script of a prerendered page (apps/web/scripts/prerender.mjs). The page carries the app's script
 * and module preloads inert in `<template id="app-scripts">`; once the browser reports the first contentful paint,
 * this copies them into the head, so no script download competes with the server's HTML for that paint (a
 * browser without paint timing loads them at once). The server's CSP allows exactly this text by its hash, so
 * both take it from here. (A block, so that `load` stays out of the page's globals.)
 */
export const appLoaderScript = [
  '{const load=()=>{for(const inert of document.getElementById("app-scripts").content.children){',
  'const live=document.createElement(inert.localName);',
  'for(const{name,value}of inert.attributes)live.setAttribute(name,value);',
  'document.head.append(live)}};',
  'if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((list,observer)=>{',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}',
  '}).observe({type:"paint",buffered:true});else load()}',
].join('');
