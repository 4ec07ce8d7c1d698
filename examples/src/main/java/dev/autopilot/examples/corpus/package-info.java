/**
 * The form corpus: complete application forms in the styles of today's frontends (React, Vue,
 * jQuery, server-rendered, web components, wizards, right-to-left), served on 127.0.0.1 with the
 * real libraries from WebJars and a server-side count of every submission.
 */
@NullMarked
package dev.autopilot.examples.corpus;

import org.jspecify.annotations.NullMarked;
