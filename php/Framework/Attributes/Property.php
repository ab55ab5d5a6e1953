<?php declare(strict_types=1);
/*
 * This file is part of phpunit-pbt.
 *
 * For the full copyright and license information, please view the LICENSE
 * file that was distributed with this source code.
 */
namespace PHPUnit\Framework\Attributes;

use function class_exists;
use Attribute;
use Error;
use PHPUnit\Framework\PropertyBased\Extension;
use PHPUnit\Framework\PropertyBased\Phpunit\TestRun;
use PHPUnit\Framework\PropertyBased\Runner\Installation;

/**
 * Declares a property: a test method whose parameters receive generated values, checked for
 * many examples, each of them a complete test (proposal section 3.1).
 *
 * @immutable
 */
#[Attribute(Attribute::TARGET_METHOD)]
final readonly class Property
{
    private const string EXTENSION_MISSING = 'Properties are checked by the PHPUnit extension of phpunit-pbt, which is not enabled: add <bootstrap class="PHPUnit\\Framework\\PropertyBased\\Extension"/> to the <extensions> element of phpunit.xml, or use --extension PHPUnit\\Framework\\PropertyBased\\Extension';

    /**
     * @var ?positive-int
     */
    private ?int $examples;

    /**
     * @param ?positive-int $examples the number of examples to check; the configured default without it
     */
    public function __construct(?int $examples = null)
    {
        // PHPUnit instantiates the attributes of its namespace while it builds the test suite,
        // after extensions are bootstrapped. Without this package's extension, a property would
        // fail with an ArgumentCountError that explains nothing. The extension is not bootstrapped
        // either when it cannot check properties (the extension pbt is not loaded, ...): then that
        // is the one reason to give.
        if (class_exists(Extension::class, false) === false || !Extension::isBootstrapped()) {
            if (TestRun::isRunning()) {
                throw new Error(Installation::problem() ?? self::EXTENSION_MISSING);
            }
        }

        $this->examples = $examples;
    }

    /**
     * @return ?positive-int
     */
    public function examples(): ?int
    {
        return $this->examples;
    }
}
