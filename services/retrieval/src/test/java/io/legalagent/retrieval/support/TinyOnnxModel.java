package io.legalagent.retrieval.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a tiny ONNX "cross-encoder" by hand (protobuf encoding, opset 13): it takes BERT's inputs
 * (input_ids, attention_mask, token_type_ids, each [batch, seq] int64) and returns logits
 * [batch, 1] = the share of real (unmasked) tokens equal to one chosen token id. Its ranking is predictable,
 * which is what a test of the reranker plumbing needs; no real cross-encoder ships in any package.
 */
public final class TinyOnnxModel {
    private TinyOnnxModel() {}

    public static Path write(Path file, long targetTokenId) throws IOException {
        var toFloat = new Proto().string(1, "to").varint(20, 2).varint(3, 1);
        // ReduceMean over the sequence axis, keeping it: [batch, seq] -> [batch, 1].
        var overSequence = new Proto().string(1, "axes").varint(20, 7).varint(8, 1);
        var graph = new Proto()
                .message(1, node(new String[] {"input_ids", "target"}, "is_target", "Equal", null))
                .message(1, node(new String[] {"is_target"}, "hits", "Cast", toFloat))
                .message(1, node(new String[] {"hits"}, "hit_share", "ReduceMean", overSequence))
                .message(1, node(new String[] {"attention_mask"}, "mask", "Cast", toFloat))
                .message(1, node(new String[] {"mask"}, "mask_share", "ReduceMean", overSequence))
                .message(1, node(new String[] {"hit_share", "mask_share"}, "logits", "Div", null))
                .string(2, "tiny-cross-encoder")
                .message(5, new Proto().varint(2, 7).varint(7, targetTokenId).string(8, "target"))
                .message(11, valueInfo("input_ids", 7, "batch", "seq"))
                .message(11, valueInfo("attention_mask", 7, "batch", "seq"))
                .message(11, valueInfo("token_type_ids", 7, "batch", "seq"))
                .message(12, valueInfo("logits", 1, "batch", null));
        var model =
                new Proto().varint(1, 8).message(8, new Proto().varint(2, 13)).message(7, graph);
        return Files.write(file, model.bytes());
    }

    private static Proto node(String[] inputs, String output, String op, Proto attribute) {
        var node = new Proto();
        for (String input : inputs) {
            node.string(1, input);
        }
        node.string(2, output).string(3, op + "_" + output).string(4, op);
        if (attribute != null) {
            node.message(5, attribute);
        }
        return node;
    }

    /** A tensor value: element type (1 float, 7 int64) and named dims; a null dim is the fixed size 1. */
    private static Proto valueInfo(String name, int elemType, String dim0, String dim1) {
        var shape = new Proto().message(1, new Proto().string(2, dim0));
        shape.message(1, dim1 == null ? new Proto().varint(1, 1) : new Proto().string(2, dim1));
        var tensor = new Proto().varint(1, elemType).message(2, shape);
        return new Proto().string(1, name).message(2, new Proto().message(1, tensor));
    }

    /** Just enough protobuf wire format: varints and length-delimited fields. */
    private static final class Proto {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        Proto varint(int field, long value) {
            tag(field, 0);
            raw(value);
            return this;
        }

        Proto string(int field, String value) {
            return bytes(field, value.getBytes(StandardCharsets.UTF_8));
        }

        Proto message(int field, Proto message) {
            return bytes(field, message.bytes());
        }

        byte[] bytes() {
            return out.toByteArray();
        }

        private Proto bytes(int field, byte[] value) {
            tag(field, 2);
            raw(value.length);
            out.writeBytes(value);
            return this;
        }

        private void tag(int field, int wireType) {
            raw(((long) field << 3) | wireType);
        }

        private void raw(long value) {
            while ((value & ~0x7FL) != 0) {
                out.write((int) ((value & 0x7F) | 0x80));
                value >>>= 7;
            }
            out.write((int) value);
        }
    }
}
