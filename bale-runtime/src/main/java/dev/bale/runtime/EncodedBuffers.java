package dev.bale.runtime;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.GatheringByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * One encoded root as a sequence of read-only buffers in wire order ({@link
 * CompactWriter#encodeToBuffers}): the pieces the writer built, not copied into one array. Owns
 * pooled arrays until {@link #release()} (or {@link #close()}) gives them back to the pool; after
 * that the buffers must not be used (this object refuses to).
 *
 * <p>Not thread-safe; release at most once (later calls do nothing).
 */
public final class EncodedBuffers implements AutoCloseable {
  private final ByteBuffer[] pieces;
  private final byte[][] owned;
  private final BufferPool pool;
  private final long size;
  private boolean released;

  EncodedBuffers(ByteBuffer[] pieces, byte[][] owned, BufferPool pool) {
    this.pieces = pieces;
    this.owned = owned;
    this.pool = pool;
    long n = 0;
    for (ByteBuffer b : pieces) {
      n += b.remaining();
    }
    this.size = n;
  }

  /** Total bytes of the root. */
  public long size() {
    return size;
  }

  /**
   * The pieces in wire order, as fresh duplicates (each call returns buffers positioned at their
   * start); their concatenation is the root.
   */
  public ByteBuffer[] buffers() {
    check();
    ByteBuffer[] out = new ByteBuffer[pieces.length];
    for (int i = 0; i < pieces.length; i++) {
      out[i] = pieces[i].duplicate();
    }
    return out;
  }

  /** Writes every byte to {@code out} with gathering writes when the channel supports them. */
  public void writeTo(WritableByteChannel out) throws IOException {
    writeFully(out, buffers());
  }

  /** Writes every byte to {@code out} (not flushed). */
  public void writeTo(OutputStream out) throws IOException {
    check();
    byte[] tmp = null;
    for (ByteBuffer p : pieces) {
      ByteBuffer b = p.duplicate();
      // Read-only views hide their array; copy through a small buffer.
      if (tmp == null) {
        tmp = new byte[(int) Math.min(8192, Math.max(1, size))];
      }
      while (b.hasRemaining()) {
        int n = Math.min(tmp.length, b.remaining());
        b.get(tmp, 0, n);
        out.write(tmp, 0, n);
      }
    }
  }

  /** The root in one new array (a copy; for tests and small roots). */
  public byte[] toByteArray() {
    check();
    byte[] out = new byte[Math.toIntExact(size)];
    int p = 0;
    for (ByteBuffer piece : pieces) {
      ByteBuffer b = piece.duplicate();
      int n = b.remaining();
      b.get(out, p, n);
      p += n;
    }
    return out;
  }

  /** Gives the pooled arrays back to the pool; the buffers must not be used afterwards. */
  public void release() {
    if (released) {
      return;
    }
    released = true;
    for (byte[] a : owned) {
      if (a != null && a.length > 0) {
        pool.release(a);
      }
    }
  }

  /** Same as {@link #release()}. */
  @Override
  public void close() {
    release();
  }

  private void check() {
    if (released) {
      throw new IllegalStateException("EncodedBuffers used after release()");
    }
  }

  /** Writes every byte of {@code pieces}: one gathering write loop, or piece by piece. */
  static void writeFully(WritableByteChannel out, ByteBuffer[] pieces) throws IOException {
    if (pieces.length == 0) {
      return;
    }
    if (out instanceof GatheringByteChannel) {
      GatheringByteChannel g = (GatheringByteChannel) out;
      while (pieces[pieces.length - 1].hasRemaining()) {
        g.write(pieces);
      }
    } else {
      for (ByteBuffer piece : pieces) {
        while (piece.hasRemaining()) {
          out.write(piece);
        }
      }
    }
  }
}
