package dev.autopilot.playwright.internal.session;

import java.util.ArrayList;
import java.util.List;

/** Joins a host's launch switches to the library's own. Stateless. */
public final class LaunchArgs {
  /** The switch that names the features to switch off. */
  public static final String DISABLE_FEATURES = "--disable-features=";

  private LaunchArgs() {}

  /**
   * The library's switches, then the host's. Chromium keeps only the last {@code
   * --disable-features} switch, so a host's features join the library's one switch (or, when the
   * library has none, stay a switch of their own) rather than silently undoing it.
   *
   * @param own the library's switches
   * @param extra the host's switches, in its order
   * @return a new list: {@code own}, then {@code extra}, with one {@code --disable-features} at most
   */
  public static List<String> join(List<String> own, List<String> extra) {
    List<String> args = new ArrayList<>(own);
    int features = -1;
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).startsWith(DISABLE_FEATURES)) {
        features = i;
      }
    }
    for (String arg : extra) {
      if (!arg.startsWith(DISABLE_FEATURES)) {
        args.add(arg);
        continue;
      }
      String more = arg.substring(DISABLE_FEATURES.length()).strip();
      if (more.isEmpty()) {
        continue;
      }
      if (features < 0) {
        args.add(arg);
        features = args.size() - 1;
      } else {
        args.set(features, args.get(features) + "," + more);
      }
    }
    return args;
  }
}
