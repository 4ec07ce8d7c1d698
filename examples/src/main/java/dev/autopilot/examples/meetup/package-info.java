/** A meetup registration site on 127.0.0.1: a form no domain pack knows, for the model demo. */
@NullMarked
package dev.autopilot.examples.meetup;

import org.jspecify.annotations.NullMarked;
