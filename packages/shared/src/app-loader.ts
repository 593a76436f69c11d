/**
 * The one inline script of a prerendered page (apps/web/scripts/prerender.mjs). The page carries the app's script
 * and module preloads inert in `<template id="app-scripts">`; once the browser reports the first contentful paint,
 * this copies them into the head, so no script download competes with the server's HTML for that paint (a
 * browser without paint timing loads them at once). One element per task: starting a request costs a few
 * milliseconds of main thread each, and a phone should stay responsive in between. The server's CSP allows
 * exactly this text by its hash, so both take it from here. (A block, so that `load` stays out of the page's
 * globals.)
 */
export const appLoaderScript = [
  '{const load=()=>{const inert=[...document.getElementById("app-scripts").content.children];',
  'const next=()=>{const element=inert.shift(),live=document.createElement(element.localName);',
  'for(const{name,value}of element.attributes)live.setAttribute(name,value);',
  'document.head.append(live);if(inert.length)setTimeout(next)};next()};',
  'if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((list,observer)=>{',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}',
  '}).observe({type:"paint",buffered:true});else load()}',
].join('');
