/**
 * Contract test kits for SPI implementers: abstract JUnit 5 classes that an implementation's
 * test extends (Autopilot's own implementations extend them too), and the fixture pages and
 * loopback server they run against.
 */
@NullMarked
package dev.autopilot.testkit;

import org.jspecify.annotations.NullMarked;
