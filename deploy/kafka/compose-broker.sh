#!/bin/bash
# The Kafka of docker-compose.yml, with logins and ACLs: renders the broker's configuration from
# server.properties (the one the local stack uses), listeners-compose.properties and
# authorization.properties with the admin's and the client's passwords (made by the kafka-logins
# service, mounted read-only), formats the storage once with the admin's SCRAM password, and starts
# the broker. The other identities' passwords and every ACL come afterwards from kafka-init, as the
# admin.
set -euo pipefail
here=/etc/legal/kafka
logins=/run/legal/logins
config=/tmp/server.properties
admin_password=$(<"$logins/admin/password")
client_password=$(<"$logins/client/password")
# The passwords are URL-safe Base64: no character is special to sed.
sed -e "s|@DATA_DIR@|/var/lib/kafka/data|g" \
    -e "s|@CONTROLLER_PORT@|9093|g" \
    -e "s|@HOST_PORT@|${KAFKA_HOST_PORT:-9092}|g" \
    -e "s|@ADMIN_PASSWORD@|$admin_password|g" \
    -e "s|@CLIENT_PASSWORD@|$client_password|g" \
    "$here/server.properties" "$here/listeners-compose.properties" "$here/authorization.properties" >"$config"
chmod 600 "$config"
/opt/kafka/bin/kafka-storage.sh format --ignore-formatted --cluster-id "$CLUSTER_ID" --config "$config" \
    --add-scram "SCRAM-SHA-512=[name=admin,password=$admin_password]"
exec /opt/kafka/bin/kafka-server-start.sh "$config"
