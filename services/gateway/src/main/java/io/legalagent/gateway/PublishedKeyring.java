package io.legalagent.gateway;

import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The nodes' public keys the gateway publishes ({@code legal.gateway.keyring}): read again whenever
 * the folder changes (a key added by a rotation, a Kubernetes ConfigMap update), so a new key is
 * served without a restart. An absent folder is an empty keyring; an unreadable one keeps the keys
 * last read.
 */
final class PublishedKeyring {
    private static final Logger log = LoggerFactory.getLogger(PublishedKeyring.class);

    private final Path dir;
    private Snapshot snapshot = new Snapshot(null, NodeKeyring.empty());

    /** What was read, and the folder's state it was read from. */
    private record Snapshot(Object stamp, NodeKeyring keyring) {}

    PublishedKeyring(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    synchronized NodeKeyring current() {
        Object stamp = stamp();
        if (!Objects.equals(stamp, snapshot.stamp())) {
            try {
                snapshot = new Snapshot(stamp, NodeKeyring.read(dir));
                log.info(
                        "node keyring {}: {} keys",
                        dir,
                        snapshot.keyring().keys().size());
            } catch (IOException e) {
                log.warn(
                        "cannot read the node keyring {} (legal.gateway.keyring); serving the keys read before: {}",
                        dir,
                        e.getMessage());
            }
        }
        return snapshot.keyring();
    }

    /**
     * The folder's modification time and its names: a file added, removed or replaced by rename (as
     * a ConfigMap's update swaps its data link) changes one of them.
     */
    private Object stamp() {
        if (!Files.isDirectory(dir)) {
            return "absent";
        }
        try (Stream<Path> files = Files.list(dir)) {
            FileTime modified = Files.getLastModifiedTime(dir);
            List<String> names =
                    files.map(f -> f.getFileName().toString()).sorted().toList();
            return List.of(modified, names);
        } catch (IOException e) {
            return "unreadable " + e.getMessage();
        }
    }
}
