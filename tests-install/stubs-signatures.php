<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */

// The signatures of the extension pbt, one line each, to compare what the loaded extension
// exposes with the stubs in stubs/ (make test-stubs): the two cannot be loaded in one process,
// since the stubs declare the extension's classes.
//
//   php tools/stubs-signatures.php extension             (with the extension loaded)
//   php -n tools/stubs-signatures.php stubs/pbt.stubs.php (without it)
(static function (array $argv): void {
    $source = $argv[1] ?? '';

    if ($source === 'extension') {
        $extension = new ReflectionExtension('pbt');
        $classes   = $extension->getClassNames();
        $constants = array_keys($extension->getConstants());
    } else {
        if (extension_loaded('pbt')) {
            fwrite(STDERR, "Run this without the extension pbt (php -n): the stubs declare its classes.\n");

            exit(1);
        }

        $before = [get_declared_classes(), array_keys(get_defined_constants())];

        require $source;

        $classes   = array_values(array_diff(get_declared_classes(), $before[0]));
        $constants = array_values(array_diff(array_keys(get_defined_constants()), $before[1]));
    }

    $type = static fn (?ReflectionType $type): string => $type === null ? '(none)' : (string) $type;

    $lines = [];

    foreach ($constants as $constant) {
        $lines[] = 'const ' . $constant . ' = ' . var_export(constant($constant), true);
    }

    foreach ($classes as $name) {
        $class   = new ReflectionClass($name);
        // ext-php-rs registers enums without the final flag that PHP gives every enum it declares.
        $lines[] = 'class ' . $class->getName() . ($class->isEnum() ? ' enum' : ($class->isFinal() ? ' final' : ''));

        foreach ($class->getMethods() as $method) {
            $parameters = array_map(
                static fn (ReflectionParameter $parameter): string => $type($parameter->getType()) . ' $' . $parameter->getName() . ($parameter->isOptional() ? ' optional' : ''),
                $method->getParameters(),
            );

            $lines[] = sprintf(
                'method %s::%s%s(%s): %s',
                $class->getName(),
                $method->isStatic() ? 'static ' : '',
                $method->getName(),
                implode(', ', $parameters),
                $type($method->getReturnType()),
            );
        }
    }

    sort($lines);

    print implode("\n", $lines) . "\n";
})($argv);
