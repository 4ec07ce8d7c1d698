package dev.autopilot.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A second JVM running {@link StoreChild} on this test's class path. */
final class ChildJvm implements AutoCloseable {
  final Process process;
  final BufferedReader out;

  private ChildJvm(Process process) {
    this.process = process;
    this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }

  static ChildJvm start(String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
        System.getProperty("java.class.path"), "-Dautopilot.config.dir=" + System.getProperty("autopilot.config.dir", "target/autopilot-config"),
        StoreChild.class.getName()));
    command.addAll(List.of(args));
    return new ChildJvm(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start());
  }

  /** Reads the child's output until it prints this line; fails when it exits first. */
  void awaitLine(String expected) throws IOException {
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      if (line.equals(expected)) {
        return;
      }
    }
    throw new IllegalStateException("the child JVM exited before printing '" + expected + "'");
  }

  void send(String line) throws IOException {
    process.getOutputStream().write((line + "\n").getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().flush();
  }

  @Override
  public void close() {
    process.destroyForcibly();
  }
}
