// Present so that the extension shows as a running service worker; the filling is in content.js.
self.addEventListener('install', () => self.skipWaiting());
