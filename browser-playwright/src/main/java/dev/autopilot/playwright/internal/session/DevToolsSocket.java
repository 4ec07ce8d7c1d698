package dev.autopilot.playwright.internal.session;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A DevTools connection of its own to one page target, opened while the page is idle and kept for
 * the page's life, so that a command can be sent when the page hangs: the smallest client that
 * does it (a handshake, masked text frames out, unmasked frames read back), on a plain socket.
 * Only for 127.0.0.1 addresses. Thread-safe: commands are serialized.
 */
final class DevToolsSocket implements AutoCloseable {
  private final Socket socket;
  private final DataInputStream in;
  private final OutputStream out;
  private int nextId;

  private DevToolsSocket(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new DataInputStream(socket.getInputStream());
    this.out = socket.getOutputStream();
  }

  /**
   * Connects to the page target.
   *
   * @throws IOException when the connection fails or DevTools refuses it
   */
  static DevToolsSocket open(URI page, int timeoutMillis) throws IOException {
    Socket socket = new Socket();
    try {
      socket.connect(new InetSocketAddress(page.getHost(), page.getPort()), timeoutMillis);
      socket.setSoTimeout(timeoutMillis);
      byte[] nonce = new byte[16];
      ThreadLocalRandom.current().nextBytes(nonce);
      String handshake = "GET " + page.getRawPath() + " HTTP/1.1\r\nHost: " + page.getHost() + ":" + page.getPort()
          + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: " + Base64.getEncoder().encodeToString(nonce)
          + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
      DevToolsSocket s = new DevToolsSocket(socket);
      s.out.write(handshake.getBytes(StandardCharsets.US_ASCII));
      s.out.flush();
      String status = readHeaders(s.in);
      if (!status.startsWith("HTTP/1.1 101")) {
        throw new IOException("DevTools refused the connection: " + status);
      }
      return s;
    } catch (IOException | RuntimeException e) {
      socket.close();
      throw e;
    }
  }

  /**
   * Sends a command without parameters and returns once its answer arrives.
   *
   * @throws IOException when the connection is gone or no answer comes within the timeout
   */
  synchronized void command(String method) throws IOException {
    int id = ++nextId;
    out.write(frame(("{\"id\":" + id + ",\"method\":\"" + method + "\"}").getBytes(StandardCharsets.UTF_8)));
    out.flush();
    String answer = "\"id\":" + id + ",";
    while (!readFrame(in).contains(answer)) {
      // an event or an older answer
    }
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException ignored) {
      // nothing to do: the connection is gone either way
    }
  }

  /** A masked, final text frame (clients must mask what they send). */
  static byte[] frame(byte[] payload) {
    int header = payload.length < 126 ? 2 : 4;
    byte[] frame = new byte[header + 4 + payload.length];
    frame[0] = (byte) 0x81;
    if (payload.length < 126) {
      frame[1] = (byte) (0x80 | payload.length);
    } else {
      frame[1] = (byte) (0x80 | 126);
      frame[2] = (byte) (payload.length >>> 8);
      frame[3] = (byte) payload.length;
    }
    byte[] mask = new byte[4];
    new SecureRandom().nextBytes(mask);
    System.arraycopy(mask, 0, frame, header, 4);
    for (int i = 0; i < payload.length; i++) {
      frame[header + 4 + i] = (byte) (payload[i] ^ mask[i % 4]);
    }
    return frame;
  }

  private static String readHeaders(DataInputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      head.append((char) in.readUnsignedByte());
      if (head.length() > 8_192) {
        throw new IOException("DevTools answered with an over-long header");
      }
    }
    return head.toString().lines().findFirst().orElse("");
  }

  /** The payload of the next frame from the browser (unmasked), as text. */
  private static String readFrame(DataInputStream in) throws IOException {
    in.readUnsignedByte();
    long length = in.readUnsignedByte() & 0x7F;
    if (length == 126) {
      length = in.readUnsignedShort();
    } else if (length == 127) {
      length = in.readLong();
    }
    if (length > 16_000_000) {
      throw new IOException("DevTools sent an over-long frame");
    }
    byte[] payload = new byte[(int) length];
    in.readFully(payload);
    return new String(payload, StandardCharsets.UTF_8);
  }
}
