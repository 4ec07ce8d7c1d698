package dev.autopilot.llm.replay;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One recorded HTTP exchange with a model endpoint. A file of exchanges holds one JSON object
 * per line: {@code {"path": ..., "request": ..., "status": ..., "headers": {...}, "response": ...}},
 * request and response bodies as strings.
 *
 * @param path the request path, such as {@code /v1/chat/completions}
 * @param request the request body
 * @param status the response status
 * @param headers response headers worth keeping ({@code Content-Type}, {@code Retry-After})
 * @param response the response body
 */
public record Exchange(String path, String request, int status, Map<String, String> headers, String response) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Checks and copies the components.
   *
   * @param path the request path, compared as is when replaying strictly
   * @param request the request body, usually JSON; its {@code messages} and {@code system} are
   *     what a strict replay compares
   * @param status the status sent back; 0 stands for a dropped connection, which a server
   *     answers with no response and leaves out of its log
   * @param headers the response headers to send back; copied
   * @param response the response body, sent as is; empty sends no body
   * @throws NullPointerException when {@code path}, {@code request}, {@code response} or
   *     {@code headers} is null, or {@code headers} holds a null name or value
   */
  public Exchange {
    requireNonNull(path, "path");
    requireNonNull(request, "request");
    headers = Map.copyOf(headers);
    requireNonNull(response, "response");
  }

  /**
   * Reads a file of exchanges. Blank lines are skipped.
   *
   * @param file a file written by {@link #write(Path, List)} or a model server's
   *     {@code writeExchanges}: one exchange per line
   * @return the exchanges in file order; empty when the file holds no exchange
   * @throws UncheckedIOException when the file cannot be read or a line is not an exchange
   */
  public static List<Exchange> read(Path file) {
    try {
      List<Exchange> out = new ArrayList<>();
      int number = 0;
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        number++;
        if (!line.isBlank()) {
          Exchange e = JSON.readValue(line, Exchange.class);
          if (e == null) {
            throw new UncheckedIOException(new IOException("line " + number + " of " + file + " is JSON null, not an exchange; remove it"));
          }
          out.add(e);
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the exchanges in " + file, e);
    }
  }

  /**
   * Writes exchanges to a file, one per line, replacing it; missing parent directories are
   * created. The write is not atomic: a reader may see a partly written file.
   *
   * @param file where to write; replaced when it exists
   * @param exchanges written in this order; an empty list leaves an empty file
   * @throws UncheckedIOException when the file or its directories cannot be written
   */
  public static void write(Path file, List<Exchange> exchanges) {
    try {
      StringBuilder out = new StringBuilder();
      for (Exchange e : exchanges) {
        out.append(JSON.writeValueAsString(e)).append('\n');
      }
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, out.toString(), StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write exchanges to " + file, e);
    }
  }
}
