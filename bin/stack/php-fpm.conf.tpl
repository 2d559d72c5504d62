[global]
pid = {{RUN_DIR}}/php-fpm.pid
error_log = {{LOG_DIR}}/php-fpm.log
daemonize = yes

[vitrine]
listen = {{RUN_DIR}}/php-fpm.sock
listen.mode = 0666
pm = static
pm.max_children = 8
catch_workers_output = yes
php_admin_value[error_log] = {{LOG_DIR}}/php-error.log
php_admin_value[memory_limit] = 256M
php_admin_value[upload_max_filesize] = 32M
php_admin_value[post_max_size] = 40M
