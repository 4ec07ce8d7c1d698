/**
 * The blind form corpus: pages written from real form libraries' public documentation and
 * default markup, without reading the code that judges them, served by {@link
 * dev.autopilot.examples.blind.BlindCorpusSite}; each page's {@code case.json} holds the profile
 * that answers it and the expected outcome.
 */
@NullMarked
package dev.autopilot.examples.blind;

import org.jspecify.annotations.NullMarked;
