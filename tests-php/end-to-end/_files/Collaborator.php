<?php declare(strict_types=1);

interface Collaborator
{
    public function notify(int $value): void;
}

final class Notifier
{
    public function __construct(private Collaborator $collaborator)
    {
    }

    public function process(int $value): void
    {
        if ($value !== 13) {
            $this->collaborator->notify($value);
        }
    }
}
